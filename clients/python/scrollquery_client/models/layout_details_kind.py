from enum import StrEnum

class LayoutDetailsKind(StrEnum):
    ITEMS = "items"
    SECTIONS = "sections"
    STACK = "stack"

    def __str__(self) -> str:
        return str(self.value)
