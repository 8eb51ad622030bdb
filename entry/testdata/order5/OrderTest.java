package order5;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

// One JUnit 5 test; the console launcher and weft's plan must print the
// same sequence, also when the test fails.
class OrderTest {
    static void log(String s) {
        System.out.println("order: " + s);
    }

    OrderTest() {
        log("constructor");
    }

    @BeforeAll
    static void beforeAll() {
        log("beforeAll");
    }

    @BeforeEach
    void beforeEach() {
        log("beforeEach");
    }

    @Test
    void fails() {
        log("fails");
        throw new IllegalStateException("fails");
    }

    @AfterEach
    void afterEach() {
        log("afterEach");
    }

    @AfterAll
    static void afterAll() {
        log("afterAll");
    }
}
