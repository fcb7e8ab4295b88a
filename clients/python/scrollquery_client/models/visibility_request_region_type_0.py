from enum import StrEnum

class VisibilityRequestRegionType0(StrEnum):
    SAFEAREA = "safeArea"
    VIEWPORT = "viewport"

    def __str__(self) -> str:
        return str(self.value)
