from enum import StrEnum

class CSSSemanticsSemantics(StrEnum):
    CSS = "css"

    def __str__(self) -> str:
        return str(self.value)
