from enum import StrEnum

class ContentEdge(StrEnum):
    BOTTOM = "bottom"
    BOTTOMLEADING = "bottomLeading"
    BOTTOMTRAILING = "bottomTrailing"
    CENTER = "center"
    LEADING = "leading"
    TOP = "top"
    TOPLEADING = "topLeading"
    TOPTRAILING = "topTrailing"
    TRAILING = "trailing"

    def __str__(self) -> str:
        return str(self.value)
