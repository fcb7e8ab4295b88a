from enum import StrEnum

class FlutterScrollOffsetRequestWritingModeType0(StrEnum):
    HORIZONTAL_TB = "horizontal-tb"

    def __str__(self) -> str:
        return str(self.value)
