/// CSS `writing-mode`; other than `horizontalTB` only with semantics css.
public enum WritingMode: String, Codable, Hashable, Sendable {
    case horizontalTB = "horizontal-tb"
    case verticalRL = "vertical-rl"
    case verticalLR = "vertical-lr"
    case sidewaysRL = "sideways-rl"
    case sidewaysLR = "sideways-lr"
}
