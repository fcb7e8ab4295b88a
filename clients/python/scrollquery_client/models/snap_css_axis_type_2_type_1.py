from enum import StrEnum

class SnapCSSAxisType2Type1(StrEnum):
    BOTH = "both"
    X = "x"
    Y = "y"

    def __str__(self) -> str:
        return str(self.value)
