from enum import StrEnum

class AxisAnchorType1(StrEnum):
    NEAREST = "nearest"

    def __str__(self) -> str:
        return str(self.value)
