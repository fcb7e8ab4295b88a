from enum import StrEnum

class TransitionResponseAnchorType1Edge(StrEnum):
    BOTTOM = "bottom"
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
