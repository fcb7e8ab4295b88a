from enum import StrEnum

class AndroidScrollOffsetRequestSemantics(StrEnum):
    ANDROID = "android"

    def __str__(self) -> str:
        return str(self.value)
