package verdict5;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

// JUnit 5 assertions, passing and failing: weft's verdict for each test
// must be the console launcher's.
class AssertionsTest {
    @Test void stringsDiffer() { assertEquals("hello world", "hello there"); }
    @Test void assertTrueFails() { assertTrue(1 > 2, "must hold"); }
    @Test void notNullFails() { assertNotNull(null); }
    @Test void arraysDiffer() { assertArrayEquals(new int[] { 1, 2 }, new int[] { 1, 3 }); }
    @Test void arraysEqual() { assertArrayEquals(new long[] { 1, 2 }, new long[] { 1, 2 }); }
    @Test void throwsExpected() { assertThrows(IllegalStateException.class, () -> { throw new IllegalStateException(); }); }
    @Test void throwsNothing() { assertThrows(IllegalStateException.class, () -> { }); }
    @Test void allFail() { assertAll(() -> assertEquals(1, 2), () -> assertEquals(3, 4)); }
    @Test void iterablesDiffer() { assertIterableEquals(Arrays.asList(1, 2), Arrays.asList(1, 3)); }
    @Test void lazyMessage() { assertEquals(1, 2, () -> "lazy"); }
    @Test void explicitFail() { fail("explicit"); }
    @Test void passes() { assertEquals("a", "a"); assertEquals(2.0, 2.0); assertNull(null); }
}
