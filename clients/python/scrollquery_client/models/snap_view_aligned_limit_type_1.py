from enum import StrEnum

class SnapViewAlignedLimitType1(StrEnum):
    ALWAYS = "always"
    ALWAYSBYFEW = "alwaysByFew"
    ALWAYSBYONE = "alwaysByOne"
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)
