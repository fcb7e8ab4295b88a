from enum import StrEnum

class Semantics(StrEnum):
    CSS = "css"
    SWIFTUI = "swiftui"
    UIKIT = "uikit"

    def __str__(self) -> str:
        return str(self.value)
