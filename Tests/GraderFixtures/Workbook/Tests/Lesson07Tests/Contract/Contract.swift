@testable import Lesson07

func contractUses() {
    _ = celsius(fromFahrenheit: 212) // contract: step 1 · `func celsius(fromFahrenheit: Double) -> Double` · Temperature.swift
}
