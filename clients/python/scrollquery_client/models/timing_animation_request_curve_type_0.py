from enum import StrEnum

class TimingAnimationRequestCurveType0(StrEnum):
    EASE = "ease"
    EASEIN = "easeIn"
    EASEINOUT = "easeInOut"
    EASEOUT = "easeOut"
    LINEAR = "linear"

    def __str__(self) -> str:
        return str(self.value)
