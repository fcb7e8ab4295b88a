from enum import StrEnum

class FlutterJumpToRequestSemantics(StrEnum):
    FLUTTER = "flutter"

    def __str__(self) -> str:
        return str(self.value)
