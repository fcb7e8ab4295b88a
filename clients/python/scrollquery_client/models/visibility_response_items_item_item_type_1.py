from enum import StrEnum

class VisibilityResponseItemsItemItemType1(StrEnum):
    FOOTER = "footer"
    HEADER = "header"

    def __str__(self) -> str:
        return str(self.value)
