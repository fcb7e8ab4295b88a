from enum import StrEnum

class ComposeBringIntoViewSpecType0(StrEnum):
    DEFAULT = "default"
    TV = "tv"

    def __str__(self) -> str:
        return str(self.value)
