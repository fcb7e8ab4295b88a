from enum import StrEnum

class SpringAnimationRequestCurveType0(StrEnum):
    BOUNCY = "bouncy"
    SMOOTH = "smooth"
    SNAPPY = "snappy"

    def __str__(self) -> str:
        return str(self.value)
