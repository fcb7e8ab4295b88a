from enum import StrEnum

class LogicalAxisAnchorType1(StrEnum):
    CENTER = "center"
    END = "end"
    NEAREST = "nearest"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
