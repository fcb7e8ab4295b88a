from enum import StrEnum

class LayoutDetailsKind(StrEnum):
    GRID = "grid"
    ITEMS = "items"
    LANES = "lanes"
    STACK = "stack"

    def __str__(self) -> str:
        return str(self.value)
