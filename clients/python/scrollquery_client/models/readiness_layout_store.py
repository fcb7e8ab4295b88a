from enum import StrEnum

class ReadinessLayoutStore(StrEnum):
    DOWN = "down"
    UNKNOWN = "unknown"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
