from enum import StrEnum

class ComposeScrollOffsetRequestSemantics(StrEnum):
    COMPOSE = "compose"

    def __str__(self) -> str:
        return str(self.value)
