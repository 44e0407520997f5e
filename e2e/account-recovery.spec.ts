import { expect, newUser, signIn, signUpWithOrganization, test } from "./support/fixtures";
import { firstUrl, latestMailTo, mailCountTo } from "./support/outbox";

test("forgot password: the mail's link sets a new password, the old one stops working, the new one signs in", async ({
  page,
}) => {
  const user = newUser("reset");
  await signUpWithOrganization(page, user);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.locator("h1")).toHaveText("Forgot password?");
  // The address typed on the sign-in form comes along.
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  const before = mailCountTo(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.locator("h1")).toHaveText("Check your email");
  await expect(page.getByText("If this email exists in our system, check your email for the reset link")).toBeVisible();

  const mail = await latestMailTo(user.email, { after: before });
  expect(mail.subject).toBe("Reset your password");
  await page.goto(firstUrl(mail.text));
  await expect(page.locator("h1")).toHaveText("Set a new password");
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  const newPassword = "a brand new password";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password was changed. Sign in with your new password.")).toBeVisible();
  await expect(page).toHaveURL("/login");

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();

  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();

  // The link worked once: opened again it says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(firstUrl(mail.text));
  await page.getByLabel("New password").fill("yet another password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("h1")).toHaveText("This link is no longer valid");
  await page.getByRole("link", { name: "Send a new link" }).click();
  await expect(page).toHaveURL("/forgot-password");
});

test("an unknown address gets the same answer and no mail", async ({ page }) => {
  const email = newUser("nobody").email;
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If this email exists in our system, check your email for the reset link")).toBeVisible();
  // Mails leave the outbox in the order they were queued: once the verification mail of an account
  // signed up afterwards has arrived, a mail to the unknown address would have too.
  const known = newUser("known");
  const status = await page.evaluate(async (body) => {
    const response = await fetch("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.status;
  }, known);
  expect(status).toBe(200);
  await latestMailTo(known.email);
  expect(mailCountTo(email)).toBe(0);
});

test("a reset link without a token shows the way to a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.locator("h1")).toHaveText("This link is no longer valid");
  await expect(page.getByRole("link", { name: "Send a new link" })).toBeVisible();
});

test("email verification: the banner resends the mail, its link verifies and the banner is gone", async ({ page }) => {
  const user = newUser("verify");
  await signUpWithOrganization(page, user);
  const banner = page.getByRole("region", { name: "Email verification" });
  await expect(banner.getByText("Please verify your email.")).toBeVisible();
  const signUpMail = await latestMailTo(user.email);
  expect(signUpMail.subject).toBe("Verify your email address");

  const before = mailCountTo(user.email);
  await banner.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText(`Verification email sent to ${user.email}`)).toBeVisible();
  const mail = await latestMailTo(user.email, { after: before });
  expect(mail.subject).toBe("Verify your email address");

  await page.goto(firstUrl(mail.text));
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Your email address is verified")).toBeVisible();
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();
  await expect(banner).toHaveCount(0);
  const session = await page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()).user);
  expect(session.emailVerified).toBe(true);
});

test("the verification banner can be dismissed", async ({ page }) => {
  await signUpWithOrganization(page, newUser("dismiss"));
  const banner = page.getByRole("region", { name: "Email verification" });
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();
  await expect(banner).toHaveCount(0);
});
