from enum import StrEnum

class LayoutDetailsKind(StrEnum):
    ITEMS = "items"
    STACK = "stack"

    def __str__(self) -> str:
        return str(self.value)
