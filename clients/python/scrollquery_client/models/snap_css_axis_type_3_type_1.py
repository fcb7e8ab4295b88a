from enum import StrEnum

class SnapCSSAxisType3Type1(StrEnum):
    BOTH = "both"
    X = "x"
    Y = "y"

    def __str__(self) -> str:
        return str(self.value)
