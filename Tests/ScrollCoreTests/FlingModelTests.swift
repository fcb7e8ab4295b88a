import XCTest
@testable import ScrollCore

/// Fling projection: UIKit's geometric series (WWDC18 803), its exponential limit, Android's spline.
final class FlingModelTests: XCTestCase {
    func test_uikit_normal_projects_0_499_of_the_velocity() {
        // 1000 pt/s · 1/1000 · 0.998 / 0.002 = 499
        XCTAssertEqual(FlingModel.uikit.distance(velocity: 1000, rate: .normal), 499, accuracy: 1e-9)
        XCTAssertEqual(FlingModel.uikit.distance(velocity: -2000, rate: .normal), -998, accuracy: 1e-9)
    }

    func test_uikit_fast_projects_0_099_of_the_velocity() {
        // 0.99 / 0.01 / 1000 = 0.099
        XCTAssertEqual(FlingModel.uikit.distance(velocity: 1000, rate: .fast), 99, accuracy: 1e-9)
    }

    func test_uikitExponential_is_v_over_minus_1000_ln_r() {
        // 1000 / (−1000 · ln 0.998) = 499.49983…
        XCTAssertEqual(FlingModel.uikitExponential.distance(velocity: 1000, rate: .normal), 499.4998331664548, accuracy: 1e-9)
    }

    func test_flutter_ios_friction_is_the_normal_rate_per_second() {
        // Flutter's BouncingScrollSimulation friction 0.135 ≈ 0.998^1000
        var perSecond = 1.0
        for _ in 0..<1000 { perSecond *= DecelerationRate.normal.perMillisecond }
        XCTAssertEqual(perSecond, 0.135, accuracy: 0.0001)
    }

    func test_android_spline_constants_and_distance() {
        // D = ln 0.78 / ln 0.9 = 2.3582…; friction·coeff = 0.015 · 9.80665·39.37·160·0.84 = 778.353…
        XCTAssertEqual(FlingModel.androidDecelerationExponent, 2.3582018154259448, accuracy: 1e-12)
        XCTAssertEqual(FlingModel.android.distance(velocity: 1000, rate: .normal), 194.3136212798958, accuracy: 1e-6)
        XCTAssertEqual(FlingModel.android.distance(velocity: -4000, rate: .normal), -2156.9521246523977, accuracy: 1e-6)
        // distance grows like v^(D/(D−1)) = v^1.736: 4× the velocity → 4^1.736 = 11.10× the distance
        XCTAssertEqual(FlingModel.android.distance(velocity: 4000, rate: .normal) / FlingModel.android.distance(velocity: 1000, rate: .normal), 11.100365020450377, accuracy: 1e-9)
        XCTAssertEqual(FlingModel.android.distance(velocity: 0, rate: .normal), 0)
    }

    func test_velocity_inverts_distance_for_every_model() {
        for model in FlingModel.allCases {
            for rate in [DecelerationRate.normal, .fast, DecelerationRate(perMillisecond: 0.95)] {
                for v in [-5000.0, -1, 3, 1234.5] {
                    let d = model.distance(velocity: v, rate: rate)
                    XCTAssertEqual(model.velocity(toTravel: d, rate: rate), v, accuracy: 1e-9 * abs(v) + 1e-12, "\(model) \(v)")
                }
            }
        }
    }
}
