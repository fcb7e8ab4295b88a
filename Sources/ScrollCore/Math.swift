#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math library's elementary functions, for the motion rules (springs, fling decay,
/// Android's spline). The core stays free of Foundation; libm is all it needs.
enum Math {
    static func exp(_ x: Double) -> Double { _exp(x) }
    static func log(_ x: Double) -> Double { _log(x) }
    static func sin(_ x: Double) -> Double { _sin(x) }
    static func cos(_ x: Double) -> Double { _cos(x) }
    static func sinh(_ x: Double) -> Double { _sinh(x) }
    static func cosh(_ x: Double) -> Double { _cosh(x) }
    static func sqrt(_ x: Double) -> Double { x.squareRoot() }
}

private func _exp(_ x: Double) -> Double { exp(x) }
private func _log(_ x: Double) -> Double { log(x) }
private func _sin(_ x: Double) -> Double { sin(x) }
private func _cos(_ x: Double) -> Double { cos(x) }
private func _sinh(_ x: Double) -> Double { sinh(x) }
private func _cosh(_ x: Double) -> Double { cosh(x) }
