package order4;

import org.junit.After;
import org.junit.Test;

public class ExpectedTest {
    @Test(expected = RuntimeException.class)
    public void throwsSubclass() {
        Base.log("throwsSubclass");
        throw new IllegalArgumentException("expected");
    }

    @After
    public void after() {
        Base.log("after");
    }
}
