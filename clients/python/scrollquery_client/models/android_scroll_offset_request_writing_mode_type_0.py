from enum import StrEnum

class AndroidScrollOffsetRequestWritingModeType0(StrEnum):
    HORIZONTAL_TB = "horizontal-tb"

    def __str__(self) -> str:
        return str(self.value)
