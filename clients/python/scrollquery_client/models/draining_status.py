from enum import StrEnum

class DrainingStatus(StrEnum):
    DRAINING = "draining"

    def __str__(self) -> str:
        return str(self.value)
