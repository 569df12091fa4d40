-- CreateIndex
CREATE INDEX "lesson_templates_name_trgm_idx" ON "lesson_templates" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "lesson_templates_description_trgm_idx" ON "lesson_templates" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "resources_label_trgm_idx" ON "resources" USING GIN ("label" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "resources_description_trgm_idx" ON "resources" USING GIN ("description" gin_trgm_ops);
