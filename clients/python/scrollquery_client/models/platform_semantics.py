from enum import StrEnum

class PlatformSemantics(StrEnum):
    ANDROID = "android"
    COMPOSE = "compose"
    FLUTTER = "flutter"

    def __str__(self) -> str:
        return str(self.value)
