from enum import StrEnum

class FlutterEnsureVisibleAlignmentPolicyType0(StrEnum):
    EXPLICIT = "explicit"
    KEEPVISIBLEATEND = "keepVisibleAtEnd"
    KEEPVISIBLEATSTART = "keepVisibleAtStart"

    def __str__(self) -> str:
        return str(self.value)
