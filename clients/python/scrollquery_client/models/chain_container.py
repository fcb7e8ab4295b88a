from enum import StrEnum

class ChainContainer(StrEnum):
    ALL = "all"
    NEAREST = "nearest"

    def __str__(self) -> str:
        return str(self.value)
