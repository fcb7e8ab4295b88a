from enum import IntEnum

class BatchErrorStatus(IntEnum):
    VALUE_400 = 400
    VALUE_404 = 404
    VALUE_413 = 413
    VALUE_503 = 503

    def __str__(self) -> str:
        return str(self.value)
