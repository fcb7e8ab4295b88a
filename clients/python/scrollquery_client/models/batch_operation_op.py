from enum import StrEnum

class BatchOperationOp(StrEnum):
    ANIMATION = "animation"
    OFFSET = "offset"
    SNAP = "snap"
    VISIBILITY = "visibility"

    def __str__(self) -> str:
        return str(self.value)
