from enum import StrEnum

class SnapCSSType(StrEnum):
    MANDATORY = "mandatory"
    PROXIMITY = "proximity"

    def __str__(self) -> str:
        return str(self.value)
