-- The staff audit log is append-only (issue 29): the database itself refuses to change or remove a record, whoever
-- asks, so a decision cannot be rewritten after the fact by a bug, a script or a hand at the console.
CREATE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "staff_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_append_only"();
