from enum import StrEnum

class ScrollMode(StrEnum):
    ALWAYS = "always"
    IFNEEDED = "ifNeeded"

    def __str__(self) -> str:
        return str(self.value)
