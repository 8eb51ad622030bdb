package verdict4;

import static org.hamcrest.CoreMatchers.is;
import static org.junit.Assert.*;

import java.util.Arrays;

import org.junit.Test;

// JUnit 4 assertions, passing and failing: weft's verdict for each test
// must be JUnitCore's.
public class AssertionsTest {
    @Test public void stringsDiffer() { assertEquals("hello world", "hello there"); }
    @Test public void stringsEqual() { assertEquals("a", "a"); }
    @Test public void assertTrueFails() { assertTrue("must hold", 1 > 2); }
    @Test public void notNullFails() { assertNotNull(null); }
    @Test public void intArraysDiffer() { assertArrayEquals(new int[] { 1, 2 }, new int[] { 1, 3 }); }
    @Test public void longArraysDiffer() { assertArrayEquals(new long[] { 1, 2 }, new long[] { 1, 3 }); }
    @Test public void arraysEqual() { assertArrayEquals(new double[] { 1, 2 }, new double[] { 1, 2 }, 0); }
    @Test public void hamcrestFails() { assertThat(3, is(4)); }
    @Test public void hamcrestPasses() { assertThat("x", is("x")); }
    @Test public void listsDiffer() { assertEquals(Arrays.asList(1, 2), Arrays.asList(1, 2, 3)); }
    @Test public void doublesWithinDelta() { assertEquals(1.0, 1.05, 0.1); }
    @Test public void doublesOutsideDelta() { assertEquals(1.0, 1.5, 0.1); }
    @Test public void sameFails() { assertSame(new Object(), new Object()); }
    @Test(expected = ArithmeticException.class) public void expectedThrown() { System.out.println(1 / (args() - 1)); }
    @Test(expected = ArithmeticException.class) public void expectedMissing() { }
    @Test(expected = ArithmeticException.class) public void otherThrown() { throw new IllegalStateException(); }

    static int args() {
        return 1;
    }
}
