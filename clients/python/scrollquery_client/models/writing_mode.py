from enum import StrEnum

class WritingMode(StrEnum):
    HORIZONTAL_TB = "horizontal-tb"
    SIDEWAYS_LR = "sideways-lr"
    SIDEWAYS_RL = "sideways-rl"
    VERTICAL_LR = "vertical-lr"
    VERTICAL_RL = "vertical-rl"

    def __str__(self) -> str:
        return str(self.value)
