from enum import StrEnum

class FlutterScrollOffsetRequestSemantics(StrEnum):
    FLUTTER = "flutter"

    def __str__(self) -> str:
        return str(self.value)
