from enum import StrEnum

class SnapAlignName(StrEnum):
    CENTER = "center"
    END = "end"
    NONE = "none"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
