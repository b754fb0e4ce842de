import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const practice = data.practiceJson;
  return (
    <Layout pathname={location.pathname}>
      <Seo path="/" />
      <h1>{practice?.name}</h1>
      <p>{practice?.title}</p>
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    practiceJson {
      name
      title
    }
  }
`;
