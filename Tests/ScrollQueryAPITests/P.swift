import XCTest
final class PTests: XCTestCase { func test_a() {} }
