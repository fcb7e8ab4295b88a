from enum import StrEnum

class TransitionRequestKeepType0(StrEnum):
    AUTO = "auto"
    BOTTOM = "bottom"
    FIRSTVISIBLE = "firstVisible"
    OFFSET = "offset"
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
