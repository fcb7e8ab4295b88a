from enum import StrEnum

class AndroidSmoothScrollToPositionSnapType0(StrEnum):
    ANY = "any"
    END = "end"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
