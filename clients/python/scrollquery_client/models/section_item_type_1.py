from enum import StrEnum

class SectionItemType1(StrEnum):
    FOOTER = "footer"
    HEADER = "header"

    def __str__(self) -> str:
        return str(self.value)
