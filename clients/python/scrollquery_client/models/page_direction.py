from enum import StrEnum

class PageDirection(StrEnum):
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
