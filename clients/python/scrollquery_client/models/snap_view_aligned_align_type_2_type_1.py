from enum import StrEnum

class SnapViewAlignedAlignType2Type1(StrEnum):
    CENTER = "center"
    END = "end"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
