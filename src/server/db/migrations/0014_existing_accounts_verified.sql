-- Confirming one's e-mail address is new: accounts made before it are taken as confirmed, so the
-- rule binds only the accounts registered from now on (decision 050).
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
